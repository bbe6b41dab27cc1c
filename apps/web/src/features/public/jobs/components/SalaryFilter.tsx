import '@mantine/core/styles/Slider.layer.css';
import { useEffect, useId, useRef, useState } from 'react';
import { RangeSlider } from '@mantine/core';
import { Text } from '@/lib/ui/plain';
import { useDebouncedCallback } from '@mantine/hooks';
import { JOB_FILTERS } from '@portal/contract';
import { formatUgx } from '@/lib/money';
import { PAY_MAX_K, PAY_STEP_K } from '../filters';
import { t } from '@/lib/i18n';

const label = (k: number) => (k >= PAY_MAX_K ? `${formatUgx(PAY_MAX_K * 1000)}+` : formatUgx(k * 1000));

function toRange(minPay: number | null, maxPay: number | null): [number, number] {
  const lo = minPay ? Math.min(PAY_MAX_K, Math.round(minPay / 1000 / PAY_STEP_K) * PAY_STEP_K) : 0;
  const hi = maxPay !== null ? Math.min(PAY_MAX_K, Math.round(maxPay / 1000 / PAY_STEP_K) * PAY_STEP_K) : PAY_MAX_K;
  return [lo, Math.max(lo, hi)];
}

/**
 * The salary slider (spec 000 §2.4: "not connected" there; it is here). Works in thousands of shillings a
 * month and writes min_pay/max_pay to the address bar once the thumb rests for a moment. With `commitDelay`
 * 0 (the phone's filter drawer, which only keeps a draft until Apply) every move is passed on at once, so
 * an Apply right after a move never misses it.
 */
export function SalaryFilter({
  minPay,
  maxPay,
  onChange,
  commitDelay = 400,
}: {
  minPay: number | null;
  maxPay: number | null;
  onChange: (minPay: number | null, maxPay: number | null) => void;
  commitDelay?: number;
}) {
  // Two panels can be in the page at once (the desktop sidebar, hidden on a phone, and the drawer).
  const labelId = useId();
  const [urlLo, urlHi] = toRange(minPay, maxPay);
  const [value, setValue] = useState<[number, number]>([urlLo, urlHi]);
  const lastCommitted = useRef<string>(`${urlLo}-${urlHi}`);

  // Follow the address bar when it changes by other means (clear filters, back button).
  useEffect(() => {
    const key = `${urlLo}-${urlHi}`;
    if (key !== lastCommitted.current) {
      lastCommitted.current = key;
      setValue([urlLo, urlHi]);
    }
  }, [urlLo, urlHi]);

  const commitNow = ([lo, hi]: [number, number]) => {
    lastCommitted.current = `${lo}-${hi}`;
    onChange(lo > 0 ? lo * 1000 : null, hi < PAY_MAX_K ? hi * 1000 : null);
  };
  const commitLater = useDebouncedCallback(commitNow, commitDelay);

  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} size="sm">
        {t(JOB_FILTERS.min_pay.control.label)}
      </Text>
      <Text size="sm" mb="xs" aria-live="polite">
        {value[0] === 0 && value[1] >= PAY_MAX_K ? t('filters.anySalary') : `${label(value[0])} – ${label(value[1])}`}
      </Text>
      <RangeSlider
        min={0}
        max={PAY_MAX_K}
        step={PAY_STEP_K}
        minRange={PAY_STEP_K}
        value={value}
        onChange={(v) => {
          setValue(v);
          if (commitDelay > 0) commitLater(v);
          else commitNow(v);
        }}
        label={(k) => label(k)}
        thumbFromLabel={t(JOB_FILTERS.min_pay.control.thumb)}
        thumbToLabel={t(JOB_FILTERS.max_pay.control.thumb)}
        thumbValueText={(k) => label(k)}
        mx={8}
        mb="sm"
      />
    </div>
  );
}
