import type { SafetyResource } from '@clearwell/shared';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { i18n, params, useLanguage, useMessages } from '../../lib/i18n';
import { useSafetyResources } from './get-safety-resources';
import { countryName, countryOptions } from './country-names';
import { keptLines } from './kept-lines';
import { usePatientCountry } from './use-patient-country';

const messages = i18n('safety/card', {
  call: params('Call {number}'),
  text: params('Text {number}'),
  visit: params('Visit {site}'),
  newTab: ' (opens in a new tab)',
  open: params('Open: {hours}'),
  title: 'You don’t have to go through this alone',
  intro:
    'If you are thinking about ending your life or hurting yourself, please talk to someone now. These lines are ' +
    'free, and someone will listen.',
  // {link} is findahelpline.com, as a link.
  loadFailed:
    'We could not load the lines just now. Please call your local emergency number, or find a helpline at {link}.',
  anywhere: 'Help wherever you are',
  linesIn: params('Lines in {country}'),
  finding: 'Finding the lines near you…',
  elsewhere: 'Somewhere else? Show lines for',
  general: 'Anywhere (general help)',
  danger: 'If you are in danger right now, call your local emergency number.',
  // {number} is the country's emergency number (112, 911, 999); a call button follows.
  dangerNamed: 'If you are in danger right now, call {number}.',
  // After a text the back-office has not given in the language in use: {language} is the one it is in.
  inLanguage: params(' (in {language})'),
});

const languageNamers = new Map<string, Intl.DisplayNames | null>();
/** A language's name (`de` → "German") in the language in use; the code where the browser has none. */
function languageName(code: string, lang: string): string {
  if (!languageNamers.has(lang))
    languageNamers.set(
      lang,
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([lang], { type: 'language' }) : null,
    );
  try {
    return languageNamers.get(lang)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A line's text in the language in use, or, where the back-office gave none, as written, marked
 * with its language (and `lang` set, so a screen reader reads it in that language).
 */
function LineText({ text, language }: { text: string; language: string | null | undefined }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  if (!language || language === lang) return <>{text}</>;
  return (
    <>
      <span lang={language}>{text}</span>
      {t.inLanguage({ language: languageName(language, lang) })}
    </>
  );
}

const dial = (number: string) => number.replace(/[^+\d]/g, '');
const actionClass =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-600 bg-white px-4 py-2 font-medium text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline';

function Line({ line }: { line: SafetyResource }) {
  const t = useMessages(messages);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-4">
      <p className="text-lg font-semibold text-ink">{line.name}</p>
      {line.description ? (
        <p className="text-ink">
          <LineText text={line.description} language={line.description_language} />
        </p>
      ) : null}
      {line.phone || line.sms || line.url ? (
        <div className="flex flex-wrap gap-2">
          {line.phone ? (
            <a className={actionClass} href={`tel:${dial(line.phone)}`}>
              {t.call({ number: line.phone })}
            </a>
          ) : null}
          {line.sms ? (
            <a className={actionClass} href={`sms:${dial(line.sms)}`}>
              {t.text({ number: line.sms })}
            </a>
          ) : null}
          {line.url ? (
            <a className={actionClass} href={line.url} target="_blank" rel="noopener noreferrer">
              {t.visit({ site: new URL(line.url).hostname.replace(/^www\./, '') })}
              <span className="sr-only">{t.newTab}</span>
            </a>
          ) : null}
        </div>
      ) : null}
      {line.hours ? (
        <p className="text-sm text-muted">
          {t.open({ hours: '\u0000' }).split('\u0000')[0]}
          <LineText text={line.hours} language={line.hours_language} />
          {t.open({ hours: '\u0000' }).split('\u0000')[1]}
        </p>
      ) : null}
    </li>
  );
}

interface SafetyCardProps {
  /** `h1` when the card is the page, `h2` inside a session. */
  headingLevel?: 'h1' | 'h2';
  /** The way back: a link or a button, shown at the end of the card. */
  back?: ReactNode;
}

/**
 * Crisis lines for where the patient is, calmly: a panel in the page (never a modal, so nothing
 * is blocked and focus stays where it was), with a call, text or web link for each line and
 * its hours. The patient can pick another country; the choice is not saved.
 */
export function SafetyCard({ headingLevel = 'h2', back }: SafetyCardProps) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const headingId = useId();
  const selectId = useId();
  const resolved = usePatientCountry();
  const [picked, setPicked] = useState<string | null>(null);
  const country = picked === null ? resolved.country : picked === '*' ? null : picked;
  const lines = useSafetyResources(country, lang, resolved.ready);
  // The lines kept on the device show until the server answers, and in its place without a connection.
  const kept = useMemo(() => (lines.data ? undefined : keptLines(country)), [lines.data, country]);
  const data = lines.data ?? kept;
  const Heading = headingLevel;
  const shownCountry = data?.country;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="safety-card"
      className="flex flex-col gap-4 rounded-2xl border-2 border-brand-200 bg-brand-50 p-5 text-ink break-words"
    >
      <Heading id={headingId} tabIndex={-1} className="text-2xl font-semibold">
        {t.title}
      </Heading>
      <p className="text-lg">{t.intro}</p>
      {lines.isError && !data ? (
        <p>
          {t.loadFailed.split('{link}')[0]}
          <a
            className="font-medium text-brand-800 underline"
            href="https://findahelpline.com"
            target="_blank"
            rel="noopener noreferrer"
          >
            findahelpline.com
          </a>
          {t.loadFailed.split('{link}')[1]}
        </p>
      ) : data ? (
        <>
          <p className="text-sm text-muted">
            {shownCountry === '*' ? t.anywhere : t.linesIn({ country: countryName(shownCountry!, lang) })}
          </p>
          <ul className="flex flex-col gap-3">
            {/* The emergency number is named below, where the card speaks of danger. */}
            {data.resources
              .filter((line) => !(line.emergency && line.phone === data.emergency_number))
              .map((line) => (
                <Line key={line.id} line={line} />
              ))}
          </ul>
        </>
      ) : (
        <p className="text-muted">{t.finding}</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t.elsewhere}
        </label>
        <select
          id={selectId}
          value={picked ?? country ?? '*'}
          onChange={(e) => setPicked(e.target.value)}
          className="min-h-11 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
        >
          <option value="*">{t.general}</option>
          {countryOptions(lang).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {data?.emergency_number ? (
        <div className="flex flex-col items-start gap-2">
          <p className="font-medium">{t.dangerNamed.replace('{number}', data.emergency_number)}</p>
          <a className={actionClass} href={`tel:${dial(data.emergency_number)}`}>
            {t.call({ number: data.emergency_number })}
          </a>
        </div>
      ) : (
        <p className="font-medium">{t.danger}</p>
      )}
      {back ? <div>{back}</div> : null}
    </section>
  );
}
