import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TRANSITIONS, type ContractStatus } from '@portal/api/catalogue';
import styles from './contracts.module.css';

/** Where each status sits: the signing row, the ends of signing, the running contract and its end. */
const PLACE: Record<ContractStatus, [column: number, row: number]> = {
  UNSIGNED: [0, 0],
  WAITING: [1, 0],
  NEED_IDENTIFICATION: [2, 0],
  SIGNED: [3, 0],
  CANCELLED: [0, 1],
  REJECTED: [1, 1],
  EXPIRED: [2, 1],
  ACTIVE: [3, 1],
  TERMINATED: [2, 2],
  TERMINATING: [3, 2],
};
const BOX = { width: 150, height: 36 };
const STEP = { x: 185, y: 95 };
const MARGIN = 10;

const centre = (status: ContractStatus) => ({
  x: MARGIN + PLACE[status][0] * STEP.x + BOX.width / 2,
  y: MARGIN + PLACE[status][1] * STEP.y + BOX.height / 2,
});

/** Every move of the one table as from → to (the either-way second signature drawn to both ends). */
export function diagramEdges(): { from: ContractStatus; to: ContractStatus; event: string }[] {
  const edges: { from: ContractStatus; to: ContractStatus; event: string }[] = [];
  for (const move of CONTRACT_TRANSITIONS)
    for (const from of move.from) {
      const targets: ContractStatus[] =
        move.to === 'SIGNED_OR_NEED_IDENTIFICATION' ? ['SIGNED', 'NEED_IDENTIFICATION'] : [move.to];
      for (const to of targets) edges.push({ from, to, event: move.event });
    }
  return edges;
}

/** The point where a line from the box's centre towards (dx, dy) leaves the box, moved `gap` further on. */
function exit(x: number, y: number, dx: number, dy: number, gap: number) {
  const length = Math.hypot(dx, dy);
  const t = Math.min(
    dx === 0 ? Infinity : BOX.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : BOX.height / 2 / Math.abs(dy),
  );
  return { x: x + dx * t + (dx / length) * gap, y: y + dy * t + (dy / length) * gap };
}

/**
 * The state machine drawn for the customer (issue 32 item 4: "draw it for the customer"), from
 * `CONTRACT_TRANSITIONS`, the one table the sandbox enforces: a picture with the current status highlighted, and the
 * same moves as a list a screen reader reads (the picture names itself and the current status).
 */
export function StateDiagram({ current }: { current: ContractStatus }) {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  const markerId = `${useId().replace(/:/g, '')}-arrow`;
  const edges = diagramEdges();
  const drawn = new Map<string, { from: ContractStatus; to: ContractStatus }>();
  for (const edge of edges) if (edge.from !== edge.to) drawn.set(`${edge.from}>${edge.to}`, edge);
  const statuses = Object.keys(PLACE) as ContractStatus[];
  const width = MARGIN * 2 + 3 * STEP.x + BOX.width;
  const height = MARGIN * 2 + 2 * STEP.y + BOX.height;
  const byFrom = statuses
    .map((status) => ({ status, moves: edges.filter((edge) => edge.from === status) }))
    .filter((entry) => entry.moves.length > 0);

  return (
    <div className={styles.stack}>
      <svg className={styles.diagram} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t('diagram.picture', { status: t(`status.${current}`) })}</title>
        <defs>
          <marker
            id={markerId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0 0 10 5 0 10z" fill="currentColor" />
          </marker>
        </defs>
        {[...drawn.values()].map(({ from, to }) => {
          const a = centre(from);
          const b = centre(to);
          // Two-way pairs (ACTIVE and TERMINATING) are drawn side by side.
          const twoWay = drawn.has(`${to}>${from}`);
          const length = Math.hypot(b.x - a.x, b.y - a.y);
          const shift = twoWay ? 6 : 0;
          const ox = (-(b.y - a.y) / length) * shift;
          const oy = ((b.x - a.x) / length) * shift;
          const start = exit(a.x + ox, a.y + oy, b.x - a.x, b.y - a.y, 1);
          const end = exit(b.x + ox, b.y + oy, a.x - b.x, a.y - b.y, 2);
          return (
            <line
              key={`${from}>${to}`}
              className={styles.diagramEdge}
              x1={start.x}
              y1={start.y}
              x2={end.x}
              y2={end.y}
              markerEnd={`url(#${markerId})`}
            />
          );
        })}
        {statuses.map((status) => {
          const { x, y } = centre(status);
          const isCurrent = status === current;
          return (
            <g key={status}>
              <rect
                x={x - BOX.width / 2}
                y={y - BOX.height / 2}
                width={BOX.width}
                height={BOX.height}
                rx={8}
                className={isCurrent ? styles.diagramCurrent : styles.diagramNode}
              />
              <text x={x} y={y + 4} textAnchor="middle" className={styles.diagramText}>
                {t(`status.${status}`)}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{t('diagram.asList')}</summary>
        <ul className={styles.diagramList}>
          {byFrom.map(({ status, moves }) => (
            <li key={status} aria-current={status === current ? 'step' : undefined}>
              <span className={status === current ? styles.current : undefined}>
                {t(`status.${status}`)}
                {status === current ? ` (${t('diagram.current')})` : ''}
              </span>
              {': '}
              {moves
                .map((move) =>
                  t('diagram.move', {
                    event: t(`event.${move.event}`),
                    to: t(`status.${move.to}`),
                  }),
                )
                .join('; ')}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
