// A Lighthouse gatherer and audit that read `<html lang dir>` once the page has loaded, so every
// run records which language it actually measured.
import { Audit, type Config, Gatherer } from 'lighthouse';
import type * as LH from 'lighthouse/types/lh.js';
import type { RenderedLanguage } from './language.ts';

export const DOCUMENT_LANGUAGE_AUDIT = 'document-language';
const ARTIFACT = 'DocumentLanguage';

// Runs in the page (Lighthouse serialises it), so it must not close over anything.
function readDocumentLanguage(): RenderedLanguage {
  const { documentElement } = (globalThis as unknown as { document: { documentElement: RenderedLanguage } })
    .document;
  return { lang: documentElement.lang, dir: documentElement.dir };
}

class DocumentLanguageGatherer extends Gatherer {
  override meta: LH.Gatherer.GathererMeta = { supportedModes: ['navigation'] };

  override getArtifact(context: LH.Gatherer.Context) {
    // Lighthouse's types list only its own artifacts; this one is ours.
    return context.driver.executionContext.evaluate(readDocumentLanguage, { args: [] }) as Promise<never>;
  }
}

class DocumentLanguageAudit extends Audit {
  static override get meta(): LH.Audit.Meta {
    return {
      id: DOCUMENT_LANGUAGE_AUDIT,
      title: 'Language the page rendered in',
      description: 'The lang and dir attributes of <html> after the page has loaded.',
      requiredArtifacts: [ARTIFACT as keyof LH.Artifacts],
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    };
  }

  static override audit(artifacts: LH.Artifacts): LH.Audit.Product {
    const rendered = (artifacts as unknown as Record<string, RenderedLanguage>)[ARTIFACT]!;
    return {
      score: null,
      displayValue: `lang="${rendered.lang}" dir="${rendered.dir}"`,
      details: { type: 'debugdata', ...rendered },
    };
  }
}

/** Merged into a Lighthouse config; list DOCUMENT_LANGUAGE_AUDIT in onlyAudits to keep it. */
export const documentLanguageConfig: Pick<Config, 'artifacts' | 'audits'> = {
  artifacts: [{ id: ARTIFACT, gatherer: { instance: new DocumentLanguageGatherer() } }],
  audits: [{ implementation: DocumentLanguageAudit }],
};
