import type { UgcAlbumStrings } from '../strings.js';
import { offline } from '../offline.js';

// German (a chunk of its own: loaded only by widgets whose locale is German).
const rules = new Intl.PluralRules('de');
// Tile names' dates: one formatter, built as the chunk loads (the first costs ICU ~27 ms), not in a render.
const day = new Intl.DateTimeFormat('de', { dateStyle: 'medium' });
const plural = (n: number, one: string, other: string) => (rules.select(n) === 'one' ? one : other);

const strings: UgcAlbumStrings = {
  // In the first render (offline.ts): it must show when this chunk could not load.
  offline: offline['de']!,
  loading: 'Beiträge werden geladen…',
  empty: 'Noch keine Beiträge.',
  retry: 'Erneut versuchen',
  loadMore: 'Mehr laden',
  close: 'Schließen',
  previous: 'Zurück',
  next: 'Weiter',
  shop: 'Jetzt kaufen',
  count: (f, n) => `${f} ${plural(n, 'Beitrag', 'Beiträge')}`,
  loaded: (s, n) => `${s} ${plural(n, 'Beitrag', 'Beiträge')} angezeigt`,
  loadedMore: (a, s, n) => `${a} weitere${plural(n, 'r Beitrag', ' Beiträge')} geladen, ${s} angezeigt`,
  video: (alt) => (/^video\b/i.test(alt) ? alt : `Video: ${alt}`),
  by: (name, video, date) =>
    `${video ? 'Video' : 'Foto'}${name && ` von ${name}`}${date ? `, ${day.format(date)}` : ''}`,
  itemOf: (n, t) => `Element ${n} von ${t}`,
  showing: (name, position) => `${name}, ${position}`,
  marker: (n, product) => `${n}, ${product}`,
  was: (p) => `statt ${p}`,
  viewOn: (n) => `Auf ${n} ansehen`,
  viewPost: 'Originalbeitrag ansehen',
  inThisPost: 'In diesem Beitrag',
  pause: 'Pause',
  play: 'Abspielen',
  soundOn: 'Ton an',
  soundOff: 'Ton aus',
  addToCart: 'In den Warenkorb',
  adding: 'Wird hinzugefügt…',
  added: 'Hinzugefügt',
  addFailed: 'Konnte nicht in den Warenkorb gelegt werden. Bitte erneut versuchen.',
  config: (a, p) =>
    `Diese Galerie ist nicht richtig eingerichtet: Das Attribut ${a} ${
      {
        missing: 'fehlt',
        json: 'muss ein JSON-Objekt sein',
        url: 'muss eine http(s)-URL ohne Benutzername, Passwort, Query oder Fragment sein',
        integer: 'muss eine positive ganze Zahl sein',
        range: 'muss eine ganze Zahl von 1 bis 100 sein',
      }[p]
    }.`,
  unauthorized: 'Der API-Schlüssel dieser Galerie wurde abgelehnt.',
  notFound: 'Dieses Album wurde nicht gefunden.',
  productNotFound: 'Dieses Produkt wurde nicht gefunden.',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
  server: 'Der Galeriedienst hat Probleme. Bitte versuchen Sie es erneut.',
  http: (s) => `Die Galerie konnte nicht geladen werden (HTTP ${s}).`,
  unreachable: 'Der Galeriedienst ist nicht erreichbar. Bitte versuchen Sie es erneut.',
  timeout: 'Die Galerie hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
  parse: 'Der Galeriedienst hat eine unlesbare Antwort gesendet.',
};

export default strings;
