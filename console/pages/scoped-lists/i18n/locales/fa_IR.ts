import type { ScopedMessages } from '../messages.js';

/** فارسی. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'هنوز هیچ دارایی‌ای به {{name}} اختصاص نیافته است.',
    DEVICE: 'هنوز هیچ دستگاهی به {{name}} اختصاص نیافته است.',
    ENTITY_VIEW: 'هنوز هیچ نمای موجودیتی به {{name}} اختصاص نیافته است.',
    DASHBOARD: 'هنوز هیچ داشبوردی به {{name}} اختصاص نیافته است.',
    EDGE: 'هنوز هیچ نمونهٔ Edge به {{name}} اختصاص نیافته است.',
  },
  links: {
    customer: 'کاربران و موجودیت‌ها',
    edge: 'موجودیت‌های اختصاص‌یافته',
  },
  assign: {
    'to-edge': 'اختصاص به Edge',
    'title-ASSET': 'اختصاص دارایی‌ها به {{name}}',
    'title-DEVICE': 'اختصاص دستگاه‌ها به {{name}}',
    'title-ENTITY_VIEW': 'اختصاص نماهای موجودیت به {{name}}',
    'title-DASHBOARD': 'اختصاص داشبوردها به {{name}}',
    'title-EDGE': 'اختصاص نمونه‌های Edge به {{name}}',
    'hint-customer': 'فقط مواردی پیشنهاد می‌شوند که به هیچ مشتری‌ای اختصاص ندارند. برای انتقال یکی از مشتری دیگر، ابتدا اختصاص آن را در آنجا لغو کنید.',
    'hint-customer-dashboard': 'داشبوردهایی که از قبل به این مشتری اختصاص دارند پیشنهاد نمی‌شوند.',
    'hint-edge': 'مواردی که از قبل به این Edge اختصاص دارند پیشنهاد نمی‌شوند.',
    assign: 'اختصاص',
    assigned: 'به {{name}} اختصاص یافت.',
  },
  unassign: {
    'from-edge': 'لغو اختصاص به Edge',
    unassigned: 'اختصاص به {{name}} لغو شد.',
  },
} satisfies ScopedMessages;
