import type { UgcAlbumStrings } from '../strings.js';
import { offline } from '../offline.js';

// French (a chunk of its own: loaded only by widgets whose locale is French).
const rules = new Intl.PluralRules('fr');
// Tile names' dates: one formatter, built as the chunk loads (the first costs ICU ~27 ms), not in a render.
const day = new Intl.DateTimeFormat('fr', { dateStyle: 'medium' });
// `many` is French's form for round millions ("1 000 000 de publications").
const plural = (n: number, one: string, other: string, many = other) => {
  const c = rules.select(n);
  return c === 'one' ? one : c === 'many' ? many : other;
};

const strings: UgcAlbumStrings = {
  // In the first render (offline.ts): it must show when this chunk could not load.
  offline: offline['fr']!,
  loading: 'Chargement des publications…',
  empty: 'Aucune publication pour le moment.',
  retry: 'Réessayer',
  loadMore: 'Afficher plus',
  close: 'Fermer',
  previous: 'Précédent',
  next: 'Suivant',
  shop: 'Acheter',
  count: (f, n) => `${f} ${plural(n, 'publication', 'publications', 'de publications')}`,
  loaded: (s, n) => `${s} ${plural(n, 'publication affichée', 'publications affichées', 'de publications affichées')}`,
  loadedMore: (a, s, n) =>
    `${a} ${plural(n, 'publication de plus chargée', 'publications de plus chargées')}, ${s} affichées`,
  video: (alt) => (/^vid[ée]o\b/i.test(alt) ? alt : `Vidéo\u00a0: ${alt}`),
  by: (name, video, date) =>
    `${video ? 'Vidéo' : 'Photo'}${name && ` de ${name}`}${date ? `, ${day.format(date)}` : ''}`,
  itemOf: (n, t) => `Élément ${n} sur ${t}`,
  showing: (name, position) => `${name}, ${position}`,
  marker: (n, product) => `${n}, ${product}`,
  was: (p) => `au lieu de ${p}`,
  viewOn: (n) => `Voir sur ${n}`,
  viewPost: 'Voir la publication d’origine',
  inThisPost: 'Dans cette publication',
  pause: 'Pause',
  play: 'Lecture',
  soundOn: 'Activer le son',
  soundOff: 'Couper le son',
  addToCart: 'Ajouter au panier',
  adding: 'Ajout en cours…',
  added: 'Ajouté',
  addFailed: 'L’ajout au panier a échoué. Veuillez réessayer.',
  config: (a, p) =>
    `Cette galerie n’est pas configurée correctement\u00a0: l’attribut ${a} ${
      {
        missing: 'est manquant',
        json: 'doit être un objet JSON',
        url: 'doit être une URL http(s) sans identifiant, mot de passe, requête ni fragment',
        integer: 'doit être un nombre entier positif',
        range: 'doit être un nombre entier de 1 à 100',
      }[p]
    }.`,
  unauthorized: 'La clé d’API de cette galerie a été refusée.',
  notFound: 'Cet album est introuvable.',
  productNotFound: 'Ce produit est introuvable.',
  rateLimited: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  server: 'Le service de la galerie rencontre un problème. Veuillez réessayer.',
  http: (s) => `La galerie n’a pas pu être chargée (HTTP ${s}).`,
  unreachable: 'Le service de la galerie est injoignable. Veuillez réessayer.',
  timeout: 'La galerie a mis trop de temps à répondre. Veuillez réessayer.',
  parse: 'Le service de la galerie a envoyé une réponse illisible.',
};

export default strings;
