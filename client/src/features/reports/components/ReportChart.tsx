import {
  Bar,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ChartSpec } from '../chart-spec';

/**
 * The one module that imports the chart library (recharts): the reports page loads it with
 * React.lazy, so no other screen downloads it. Colours keep at least 3:1 against white; a second
 * series of bars is hatched and a fee series is a line, so none differs by colour alone.
 */
const BAR_COLOURS = ['#0b5d8a', '#8a4b0b'];
const LINE_COLOUR = '#2f6b2f';
const AXIS_COLOUR = '#4a5468';
const HATCH_ID = 'report-chart-hatch';

const number = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? ''));

export interface ReportChartProps {
  spec: ChartSpec;
}

/**
 * A bar chart (with a line for a second scale, and a reference line) drawn from a spec. It is a
 * picture to screen readers, named by the spec's summary; the table beside it holds the figures.
 */
export default function ReportChart({ spec }: ReportChartProps) {
  const rows = spec.layout === 'rows';
  const height = rows ? Math.max(180, 60 + spec.data.length * 36) : 300;
  const hasLine = spec.series.some((series) => series.kind === 'line');
  let bars = 0;
  return (
    <div className="report-chart">
      <div className="report-chart__picture" role="img" aria-label={spec.summary}>
        <ComposedChart
          responsive
          style={{ width: '100%', height }}
          data={spec.data}
          layout={rows ? 'vertical' : 'horizontal'}
          margin={{ top: spec.reference ? 28 : 8, right: hasLine ? 8 : 32, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <defs>
            <pattern id={HATCH_ID} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
              <rect width="6" height="6" fill="#ffffff" />
              <rect width="3" height="6" fill={BAR_COLOURS[1]} />
            </pattern>
          </defs>
          <CartesianGrid stroke="#d5dbe4" strokeDasharray="3 3" />
          {rows ? (
            <>
              <XAxis type="number" allowDecimals={false} stroke={AXIS_COLOUR} tickFormatter={number} />
              <YAxis type="category" dataKey={spec.category} width={160} stroke={AXIS_COLOUR} interval={0} />
            </>
          ) : (
            <>
              <XAxis dataKey={spec.category} stroke={AXIS_COLOUR} />
              <YAxis yAxisId="left" allowDecimals={false} stroke={AXIS_COLOUR} tickFormatter={number} />
              {hasLine && <YAxis yAxisId="right" orientation="right" stroke={LINE_COLOUR} tickFormatter={number} />}
            </>
          )}
          <Tooltip formatter={number} />
          <Legend />
          {spec.series.map((series) => {
            if (series.kind === 'line') {
              return (
                <Line
                  key={series.key}
                  dataKey={series.key}
                  name={series.name}
                  yAxisId="right"
                  stroke={LINE_COLOUR}
                  strokeWidth={2}
                  dot={{ r: 4, fill: LINE_COLOUR }}
                  isAnimationActive={false}
                />
              );
            }
            const colour = BAR_COLOURS[bars++ % BAR_COLOURS.length]!;
            return (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                {...(rows ? {} : { yAxisId: 'left' })}
                fill={series.pattern === 'hatched' ? `url(#${HATCH_ID})` : colour}
                stroke={colour}
                isAnimationActive={false}
              >
                {rows && <LabelList dataKey={series.key} position="right" fill="#1c2333" formatter={number} />}
              </Bar>
            );
          })}
          {spec.reference && (
            <ReferenceLine
              {...(rows ? { x: spec.reference.value } : { y: spec.reference.value, yAxisId: 'left' })}
              stroke="#b3261e"
              strokeDasharray="6 4"
              strokeWidth={2}
              label={{ value: spec.reference.label, position: 'top', fill: '#1c2333' }}
            />
          )}
        </ComposedChart>
      </div>
      {spec.note && <p className="report-chart__note">{spec.note}</p>}
    </div>
  );
}
