import type { UgcAlbumStrings } from '../strings.js';
import { offline } from '../offline.js';

// Arabic (a chunk of its own: loaded only by widgets whose locale is Arabic). Arabic has six plural
// forms; Intl.PluralRules picks one from the raw number.
const rules = new Intl.PluralRules('ar');
// Tile names' dates: one formatter, built as the chunk loads (the first costs ICU ~27 ms), not in a render.
const day = new Intl.DateTimeFormat('ar', { dateStyle: 'medium' });
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const plural = (n: number, forms: Forms) => forms[rules.select(n)] ?? forms.other;

/** "n posts" in the right form, the number already formatted (`f`): 11–99 take the accusative. */
const posts = (f: string, n: number) =>
  plural(n, { one: 'منشور واحد', two: 'منشوران', few: `${f} منشورات`, many: `${f} منشورًا`, other: `${f} منشور` });

const strings: UgcAlbumStrings = {
  // In the first render (offline.ts): it must show when this chunk could not load.
  offline: offline['ar']!,
  loading: 'جارٍ تحميل المنشورات…',
  empty: 'لا توجد منشورات بعد.',
  retry: 'إعادة المحاولة',
  loadMore: 'تحميل المزيد',
  close: 'إغلاق',
  previous: 'السابق',
  next: 'التالي',
  shop: 'تسوّق الآن',
  count: posts,
  loaded: (s, n) => `المعروض الآن ${posts(s, n)}`,
  loadedMore: (a, s, n) => `تم تحميل المزيد: ${posts(a, n)}، والمعروض الآن ${s}`,
  video: (alt) => (/^(فيديو|video\b)/i.test(alt) ? alt : `فيديو: ${alt}`),
  by: (name, video, date) =>
    `${video ? 'فيديو' : 'صورة'}${name && ` من ${name}`}${date ? `، ${day.format(date)}` : ''}`,
  itemOf: (n, t) => `العنصر ${n} من ${t}`,
  showing: (name, position) => `${name}، ${position}`,
  marker: (n, product) => `${n}، ${product}`,
  was: (p) => `بدلاً من ${p}`,
  viewOn: (n) => `عرض على ${n}`,
  viewPost: 'عرض المنشور الأصلي',
  inThisPost: 'في هذا المنشور',
  pause: 'إيقاف مؤقت',
  play: 'تشغيل',
  soundOn: 'تشغيل الصوت',
  soundOff: 'كتم الصوت',
  addToCart: 'أضف إلى السلة',
  adding: 'جارٍ الإضافة…',
  added: 'أُضيف إلى السلة',
  addFailed: 'تعذّرت الإضافة إلى السلة. حاول مرة أخرى.',
  config: (a, p) =>
    `لم يُعدّ هذا المعرض بشكل صحيح: السمة ${a} ${
      {
        missing: 'مفقودة',
        json: 'يجب أن تكون كائن JSON',
        url: 'يجب أن تكون عنوان URL من نوع http(s) بلا اسم مستخدم أو كلمة مرور أو استعلام أو جزء',
        integer: 'يجب أن تكون عددًا صحيحًا موجبًا',
        range: 'يجب أن تكون عددًا صحيحًا من 1 إلى 100',
      }[p]
    }.`,
  unauthorized: 'رُفض مفتاح API الخاص بهذا المعرض.',
  notFound: 'تعذّر العثور على هذا الألبوم.',
  productNotFound: 'تعذّر العثور على هذا المنتج.',
  rateLimited: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد قليل.',
  server: 'تواجه خدمة المعرض مشكلة. يُرجى المحاولة مرة أخرى.',
  http: (s) => `تعذّر تحميل المعرض (HTTP ${s}).`,
  unreachable: 'تعذّر الوصول إلى خدمة المعرض. يُرجى المحاولة مرة أخرى.',
  timeout: 'استغرق المعرض وقتًا طويلًا في الرد. يُرجى المحاولة مرة أخرى.',
  parse: 'أرسلت خدمة المعرض ردًا تعذّرت قراءته.',
};

export default strings;
