import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only what the report charts draw (tree-shaken; this module loads with the reports chunk).
ChartJS.register(
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  Tooltip,
  Legend,
);

export interface Series {
  label: string;
  values: number[];
}

const COLORS = ['#2456a6', '#1f7a4d', '#b4561c', '#7a3fa0', '#8a6d00'];

/**
 * A line (per day) or bar chart of a report. The figures are in the table next to it: the canvas
 * is one image with a text alternative (`label`), not the only way to read them.
 */
export function ReportChart({
  kind,
  labels,
  series,
  label,
  format,
}: {
  kind: 'line' | 'bar';
  labels: string[];
  series: Series[];
  label: string;
  format: (v: number) => string;
}) {
  const options: ChartOptions<'line' | 'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (ctx) => `${ctx.dataset.label ?? ''}: ${format(Number(ctx.parsed.y))}`,
        },
      },
    },
    scales: { y: { ticks: { callback: (v) => format(Number(v)) } } },
  };
  const datasets = series.map((s, i) => ({
    label: s.label,
    data: s.values,
    borderColor: COLORS[i % COLORS.length],
    backgroundColor: COLORS[i % COLORS.length],
    pointRadius: 2,
    tension: 0.2,
  }));
  return (
    <div className="report-chart">
      {kind === 'line' ? (
        <Line
          data={{ labels, datasets } as ChartData<'line'>}
          options={options as ChartOptions<'line'>}
          role="img"
          aria-label={label}
        />
      ) : (
        <Bar
          data={{ labels, datasets } as ChartData<'bar'>}
          options={options as ChartOptions<'bar'>}
          role="img"
          aria-label={label}
        />
      )}
    </div>
  );
}
