export interface ChartSeries {
  name: string;
  color: string;
  /** One value per point along the x axis; null where this series has none. */
  values: (number | null)[];
  marker: 'circle' | 'square';
  dashed?: boolean;
}

const W = 600;
const H = 200;
const PAD = { left: 32, right: 12, top: 12, bottom: 28 };

/**
 * Lines over evenly spaced points from 0 to `max`, as inline SVG: the patient's bundle stays free
 * of chart libraries. Decorative for screen readers; each chart lists its numbers in words.
 * The legend names the series that have a value.
 */
export function LineChart({ series, max, ticks }: { series: ChartSeries[]; max: number; ticks: number[] }) {
  const count = Math.max(0, ...series.map((s) => s.values.length));
  const x = (i: number) =>
    PAD.left + (count === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (count - 1));
  const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / max;
  const shown = series.filter((s) => s.values.some((v) => v !== null));
  return (
    <>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#d7ebe7" />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#4e5f5c">
              {v}
            </text>
          </g>
        ))}
        {shown.map((s) => (
          <g key={s.name}>
            <polyline
              points={s.values
                .map((v, i) => (v === null ? null : `${x(i)},${y(v)}`))
                .filter(Boolean)
                .join(' ')}
              fill="none"
              stroke={s.color}
              strokeWidth={s.dashed ? 2 : 2.5}
              strokeDasharray={s.dashed ? '6 4' : undefined}
            />
            {s.values.map((v, i) =>
              v === null ? null : s.marker === 'circle' ? (
                <circle key={i} cx={x(i)} cy={y(v)} r="4" fill={s.color} />
              ) : (
                <rect key={i} x={x(i) - 4} y={y(v) - 4} width="8" height="8" fill={s.color} />
              ),
            )}
          </g>
        ))}
      </svg>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted" aria-hidden="true">
        {shown.map((s) => (
          <span key={s.name}>
            <span className="mr-1 inline-block h-2 w-4 rounded align-middle" style={{ background: s.color }} />
            {s.name}
          </span>
        ))}
      </div>
    </>
  );
}
