import { isDigitRun, pinErrors } from './pin-rules';

describe('pinErrors', () => {
  it.each([
    ['', 'required'],
    ['123', 'format'],
    ['12345', 'format'],
    ['12a4', 'format'],
    ['1111', 'sameDigits'],
    ['0000', 'sameDigits'],
    ['1234', 'sequence'],
    ['0123', 'sequence'],
    ['6789', 'sequence'],
    ['4321', 'sequence'],
    ['9876', 'sequence'],
  ])('pin %p / %s', (pin, expected) => {
    expect(pinErrors({ pin, pinRepeat: pin }).pin).toBe(expected);
  });

  it.each(['1357', '7890', '1122', '2580', '0986'])('pin %p / accepted', (pin) => {
    expect(pinErrors({ pin, pinRepeat: pin })).toEqual({});
  });

  it('repeat empty or different / repeatRequired, mismatch', () => {
    expect(pinErrors({ pin: '1357', pinRepeat: '' }).pinRepeat).toBe('repeatRequired');
    expect(pinErrors({ pin: '1357', pinRepeat: '1358' }).pinRepeat).toBe('mismatch');
  });
});

describe('isDigitRun', () => {
  it('runs up and down / true; a wrap-around or a mixed run / false', () => {
    expect(isDigitRun('2345')).toBe(true);
    expect(isDigitRun('5432')).toBe(true);
    expect(isDigitRun('7890')).toBe(false);
    expect(isDigitRun('1232')).toBe(false);
  });
});
