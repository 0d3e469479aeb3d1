import { act, render, screen } from '@portal/testing/render';
import { BehaviorSubject } from 'rxjs';
import { useSubject, useSubjectInTransition } from './services-context';

function ShownNow({ subject }: { subject: BehaviorSubject<string> }) {
  return <p>{useSubject(subject)}</p>;
}

function ShownInTransition({ subject }: { subject: BehaviorSubject<string> }) {
  return <p>{useSubjectInTransition(subject)}</p>;
}

function Shown({ subject, inTransition }: { subject: BehaviorSubject<string>; inTransition: boolean }) {
  return inTransition ? <ShownInTransition subject={subject} /> : <ShownNow subject={subject} />;
}

describe.each([
  ['useSubject', false],
  ['useSubjectInTransition', true],
])('%s', (_name, inTransition) => {
  it('shows the current value / then each next one', async () => {
    const subject = new BehaviorSubject('first');
    render(<Shown subject={subject} inTransition={inTransition} />);
    expect(screen.getByText('first')).toBeTruthy();

    act(() => subject.next('second'));

    expect(await screen.findByText('second')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
  });

  it('another subject / its value, not the last one of the first', async () => {
    const one = new BehaviorSubject('one');
    const two = new BehaviorSubject('two');
    const { rerender } = render(<Shown subject={one} inTransition={inTransition} />);

    rerender(<Shown subject={two} inTransition={inTransition} />);
    expect(screen.getByText('two')).toBeTruthy();
    act(() => one.next('one again'));
    expect(screen.queryByText('one again')).toBeNull();
  });
});

describe('useSubjectInTransition', () => {
  it('a change between the first render and the subscription / not missed', async () => {
    const subject = new BehaviorSubject('before');
    function ChangesWhileRendering() {
      const value = useSubjectInTransition(subject);
      // The subject moves on after this render read it, before the effect subscribes.
      if (value === 'before') queueMicrotask(() => subject.next('during'));
      return <p>{value}</p>;
    }
    render(<ChangesWhileRendering />);

    expect(await screen.findByText('during')).toBeTruthy();
  });
});
