import type { Milestone } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './milestones-timeline.module.css';
import '@/lib/i18n/pl-content.ts';

/** The company's history as a timeline, oldest first. */
export function MilestonesTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <section className={styles.section} aria-labelledby="kamienie-milowe">
      <h2 id="kamienie-milowe">{t('Content.Milestones')}</h2>
      <ol className={styles.timeline}>
        {milestones.map((milestone) => (
          <li key={`${milestone.year}-${milestone.title}`}>
            <p className={styles.year}>{milestone.year}</p>
            <div className={styles.card}>
              {milestone.image ? (
                <img
                  className={styles.image}
                  src={milestone.image.src}
                  alt=""
                  width={milestone.image.width}
                  height={milestone.image.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <h3>{milestone.title}</h3>
              <p>{milestone.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
