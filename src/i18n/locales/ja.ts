import type { UgcAlbumStrings } from '../strings.js';
import { offline } from '../offline.js';

// Japanese (a chunk of its own: loaded only by widgets whose locale is Japanese). Japanese has a
// single plural form (Intl.PluralRules('ja') only answers `other`): counts of posts take the counter 件.
// Tile names' dates: one formatter, built as the chunk loads (the first costs ICU ~27 ms), not in a render.
const day = new Intl.DateTimeFormat('ja', { dateStyle: 'medium' });

const strings: UgcAlbumStrings = {
  // In the first render (offline.ts): it must show when this chunk could not load.
  offline: offline['ja']!,
  loading: '投稿を読み込んでいます…',
  empty: 'まだ投稿はありません。',
  retry: '再試行',
  loadMore: 'さらに表示',
  close: '閉じる',
  previous: '前へ',
  next: '次へ',
  shop: '今すぐ購入',
  count: (f) => `投稿 ${f} 件`,
  loaded: (s) => `投稿を ${s} 件表示しています`,
  loadedMore: (a, s) => `投稿を ${a} 件追加で読み込みました（${s} 件を表示中）`,
  video: (alt) => (/^(動画|video\b)/i.test(alt) ? alt : `動画: ${alt}`),
  by: (name, video, date) =>
    `${name && `${name}さんの`}${video ? '動画' : '写真'}${date ? `、${day.format(date)}` : ''}`,
  itemOf: (n, t) => `${t} 件中 ${n} 件目`,
  showing: (name, position) => `${name}、${position}`,
  marker: (n, product) => `${n}、${product}`,
  was: (p) => `通常価格 ${p}`,
  viewOn: (n) => `${n}で見る`,
  viewPost: '元の投稿を見る',
  inThisPost: 'この投稿のアイテム',
  pause: '一時停止',
  play: '再生',
  soundOn: '音声をオン',
  soundOff: '音声をオフ',
  addToCart: 'カートに追加',
  adding: '追加中…',
  added: '追加しました',
  addFailed: 'カートに追加できませんでした。もう一度お試しください。',
  config: (a, p) =>
    `このギャラリーは正しく設定されていません: ${a} 属性${
      {
        missing: 'がありません',
        json: 'は JSON オブジェクトにしてください',
        url: 'は、ユーザー名・パスワード・クエリ・フラグメントのない http(s) の URL にしてください',
        integer: 'は正の整数にしてください',
        range: 'は 1～100 の整数にしてください',
      }[p]
    }。`,
  unauthorized: 'このギャラリーの API キーが拒否されました。',
  notFound: 'このアルバムが見つかりません。',
  productNotFound: 'この商品が見つかりません。',
  rateLimited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  server: 'ギャラリーのサービスで問題が発生しています。もう一度お試しください。',
  http: (s) => `ギャラリーを読み込めませんでした（HTTP ${s}）。`,
  unreachable: 'ギャラリーのサービスに接続できませんでした。もう一度お試しください。',
  timeout: 'ギャラリーの応答に時間がかかりすぎています。もう一度お試しください。',
  parse: 'ギャラリーのサービスから読み取れない応答が届きました。',
};

export default strings;
