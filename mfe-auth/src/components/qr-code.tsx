import { useEffect, useState } from 'react';
import { Spinner } from '@portal/ui/components';
import styles from './qr-code.module.css';

/**
 * A QR code of `value`, drawn by `uqr` loaded on demand: the sign-in page has a byte budget, and most sign-ins
 * never show a QR code.
 */
export function QrCode({
  value,
  label,
  loadingLabel,
}: {
  value: string;
  label: string;
  loadingLabel: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    setSvg(null);
    void import('uqr').then(({ renderSVG }) => {
      if (active) setSvg(renderSVG(value, { border: 2, ecc: 'M' }));
    });
    return () => {
      active = false;
    };
  }, [value]);
  return (
    <div className={styles.frame}>
      {svg ? (
        <img
          className={styles.image}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
          alt={label}
        />
      ) : (
        <Spinner label={loadingLabel} />
      )}
    </div>
  );
}
