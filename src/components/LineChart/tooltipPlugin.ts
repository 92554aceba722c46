import type uPlot from 'uplot';
import type { PointSummary } from './chartOptions';

const GAP_PX = 12;

/** A box over the plot following the cursor with the values at its x position (uPlot plugin). */
export function tooltipPlugin(summaryAt: (index: number) => PointSummary): uPlot.Plugin {
  const box = document.createElement('div');
  box.setAttribute('role', 'tooltip');
  Object.assign(box.style, {
    position: 'absolute',
    display: 'none',
    pointerEvents: 'none',
    zIndex: '10',
    padding: '6px 10px',
    background: '#fff',
    border: '1px solid #d9d9d9',
    borderRadius: '4px',
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
    fontSize: '12px',
    lineHeight: '20px',
    whiteSpace: 'nowrap',
    color: 'rgba(0, 0, 0, 0.88)',
  });

  const render = ({ title, rows }: PointSummary) => {
    const heading = document.createElement('div');
    heading.textContent = title;
    heading.style.fontWeight = '600';
    const lines = rows.map(({ label, text, color }) => {
      const line = document.createElement('div');
      const dot = document.createElement('span');
      Object.assign(dot.style, {
        display: 'inline-block',
        width: '8px',
        height: '8px',
        marginRight: '6px',
        borderRadius: '50%',
        background: color,
      });
      line.append(dot, `${label}：${text}`);
      return line;
    });
    box.replaceChildren(heading, ...lines);
  };

  return {
    hooks: {
      init: (chart) => {
        chart.over.appendChild(box);
      },
      setCursor: (chart) => {
        const { idx, left, top } = chart.cursor;
        if (idx === null || idx === undefined || left === undefined || left < 0) {
          box.style.display = 'none';
          return;
        }
        render(summaryAt(idx));
        box.style.display = 'block';
        // Keep the box inside the plot: to the left of the cursor in the right half.
        const toLeft = left > chart.over.clientWidth / 2;
        box.style.left = toLeft ? '' : `${left + GAP_PX}px`;
        box.style.right = toLeft ? `${chart.over.clientWidth - left + GAP_PX}px` : '';
        box.style.top = `${Math.max(0, (top ?? 0) - GAP_PX)}px`;
      },
    },
  };
}
