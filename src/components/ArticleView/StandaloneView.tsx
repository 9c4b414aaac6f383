import { RichText } from '~/components/RichText';
import type { StandaloneView as StandaloneViewData } from '~/data/article-view.server';
import { ArticleFrame } from './parts';

/** A standalone comparison page (spec §2): title, last update, introduction, the compared groups and 'Yhteenveto'. */
export function StandaloneView({ view }: { view: StandaloneViewData }) {
  return (
    <ArticleFrame
      crumbs={view.breadcrumbs}
      title={view.title}
      updateDate={view.updateDate}
      pricesNote={view.pricesNote}
    >
      <RichText blocks={view.introduction} />
      {view.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.entries.map((entry) =>
            entry.kind === 'device' ? (
              <div key={entry.name}>
                <h3>{entry.name}</h3>
                <RichText blocks={entry.description} />
                <h4>Plussat</h4>
                <ul>
                  {entry.pros.map((pro) => (
                    <li key={pro}>{pro}</li>
                  ))}
                </ul>
                <h4>Miinukset</h4>
                <ul>
                  {entry.cons.map((con) => (
                    <li key={con}>{con}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <div key={entry.name}>
                <h3>{entry.name}</h3>
                <h4>Ominaisuudet</h4>
                <ul>
                  {entry.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </section>
      ))}
      <section aria-labelledby="yhteenveto">
        <h2 id="yhteenveto">Yhteenveto</h2>
        <RichText blocks={view.conclusion} />
      </section>
    </ArticleFrame>
  );
}
