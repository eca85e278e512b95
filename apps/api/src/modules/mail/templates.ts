import type { Language } from '@kahraba/domain';

/** A message ready to queue: its subject and both parts, in the shopper's language. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Layout {
  language: Language;
  /** Paragraphs before the button, as plain text (escaped here). */
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  /** Paragraphs after the button. */
  after?: string[];
}

const STORE_NAME: Record<Language, string> = { en: 'Kahraba', ar: 'كهربا' };

/**
 * The one frame of every message: HTML with `lang` and `dir` set, so Arabic reads right to left
 * in every mail client (most ignore stylesheets, so alignment is written on the elements too), and
 * a plain-text part with the same words and the link written out.
 */
/** The first line of every message to a shopper, by name, in their language. */
export function greeting(language: Language, name: string): string {
  return language === 'ar' ? `مرحبًا ${name}،` : `Hello ${name},`;
}

export function layout({ language, paragraphs, action, after = [] }: Layout): { text: string; html: string } {
  const rtl = language === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  const p = (line: string) => `<p style="margin:0 0 16px;text-align:${align}">${escapeHtml(line)}</p>`;
  const button = action
    ? `<p style="margin:24px 0;text-align:${align}"><a href="${escapeHtml(action.url)}" style="background:#0b1f4d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      // Clients that show no button still show the address, which is left to right in any language.
      `<p style="margin:0 0 16px;text-align:${align};font-size:13px;color:#475569"><a dir="ltr" href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f8fafc;font-family:Tahoma,Arial,sans-serif;color:#0f172a;direction:${dir};text-align:${align}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;text-align:${align}">${STORE_NAME[language]}</h1>
${paragraphs.map(p).join('\n')}
${button}
${after.map(p).join('\n')}
</div>
</body>
</html>
`;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after,
    `— ${STORE_NAME[language]}`,
  ].join('\n\n');
  return { text: `${text}\n`, html };
}

export interface PasswordResetMail {
  language: Language;
  name: string;
  /** The absolute address of the reset page, token included. */
  link: string;
  validMinutes: number;
}

export function passwordResetMessage({
  language,
  name,
  link,
  validMinutes,
}: PasswordResetMail): RenderedMessage {
  if (language === 'ar') {
    return {
      subject: 'إعادة تعيين كلمة المرور في كهربا',
      ...layout({
        language,
        paragraphs: [
          greeting('ar', name),
          'طلبت إعادة تعيين كلمة المرور لحسابك في كهربا. اضغط على الزر لاختيار كلمة مرور جديدة.',
        ],
        action: { label: 'اختيار كلمة مرور جديدة', url: link },
        after: [
          `الرابط صالح لمدة ${validMinutes} دقيقة ولمرة واحدة فقط.`,
          'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
        ],
      }),
    };
  }
  return {
    subject: 'Reset your Kahraba password',
    ...layout({
      language,
      paragraphs: [
        greeting('en', name),
        'You asked to reset the password of your Kahraba account. Use the button to choose a new one.',
      ],
      action: { label: 'Choose a new password', url: link },
      after: [
        `The link works once, for ${validMinutes} minutes.`,
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    }),
  };
}
