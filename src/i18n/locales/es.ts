import type { UgcAlbumStrings } from '../strings.js';
import { offline } from '../offline.js';

// Spanish (a chunk of its own: loaded only by widgets whose locale is Spanish).
const rules = new Intl.PluralRules('es');
// Tile names' dates: one formatter, built as the chunk loads (the first costs ICU ~27 ms), not in a render.
const day = new Intl.DateTimeFormat('es', { dateStyle: 'medium' });
// `many` is Spanish's form for round millions ("1 000 000 de publicaciones").
const plural = (n: number, one: string, other: string, many = other) => {
  const c = rules.select(n);
  return c === 'one' ? one : c === 'many' ? many : other;
};

const strings: UgcAlbumStrings = {
  // In the first render (offline.ts): it must show when this chunk could not load.
  offline: offline['es']!,
  loading: 'Cargando publicaciones…',
  empty: 'Todavía no hay publicaciones.',
  retry: 'Reintentar',
  loadMore: 'Cargar más',
  close: 'Cerrar',
  previous: 'Anterior',
  next: 'Siguiente',
  shop: 'Comprar',
  count: (f, n) => `${f} ${plural(n, 'publicación', 'publicaciones', 'de publicaciones')}`,
  loaded: (s, n) => `${plural(n, `Se muestra ${s} publicación`, `Se muestran ${s} publicaciones`, `Se muestran ${s} de publicaciones`)}`,
  loadedMore: (a, s, n) => `${plural(n, `Se cargó ${a} publicación más`, `Se cargaron ${a} publicaciones más`)}; se muestran ${s}`,
  video: (alt) => (/^v[ií]deo\b/i.test(alt) ? alt : `Vídeo: ${alt}`),
  by: (name, video, date) =>
    `${video ? 'Vídeo' : 'Foto'}${name && ` de ${name}`}${date ? `, ${day.format(date)}` : ''}`,
  itemOf: (n, t) => `Elemento ${n} de ${t}`,
  showing: (name, position) => `${name}, ${position}`,
  marker: (n, product) => `${n}, ${product}`,
  was: (p) => `antes ${p}`,
  viewOn: (n) => `Ver en ${n}`,
  viewPost: 'Ver la publicación original',
  inThisPost: 'En esta publicación',
  pause: 'Pausar',
  play: 'Reproducir',
  soundOn: 'Activar sonido',
  soundOff: 'Silenciar',
  addToCart: 'Añadir al carrito',
  adding: 'Añadiendo…',
  added: 'Añadido',
  addFailed: 'No se pudo añadir al carrito. Inténtalo de nuevo.',
  config: (a, p) =>
    `Esta galería no está bien configurada: el atributo ${a} ${
      {
        missing: 'no está definido',
        json: 'debe ser un objeto JSON',
        url: 'debe ser una URL http(s) sin usuario, contraseña, consulta ni fragmento',
        integer: 'debe ser un número entero positivo',
        range: 'debe ser un número entero del 1 al 100',
      }[p]
    }.`,
  unauthorized: 'Se rechazó la clave de API de esta galería.',
  notFound: 'No se encontró este álbum.',
  productNotFound: 'No se encontró este producto.',
  rateLimited: 'Demasiadas solicitudes. Vuelve a intentarlo en un momento.',
  server: 'El servicio de la galería tiene problemas. Vuelve a intentarlo.',
  http: (s) => `No se pudo cargar la galería (HTTP ${s}).`,
  unreachable: 'No se pudo conectar con el servicio de la galería. Vuelve a intentarlo.',
  timeout: 'La galería tardó demasiado en responder. Vuelve a intentarlo.',
  parse: 'El servicio de la galería envió una respuesta que no se pudo leer.',
};

export default strings;
