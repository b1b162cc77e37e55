import type { ScopedMessages } from '../messages.js';

/** ქართული. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}}-ს ჯერ არ აქვს მინიჭებული აქტივები.',
    DEVICE: '{{name}}-ს ჯერ არ აქვს მინიჭებული მოწყობილობები.',
    ENTITY_VIEW: '{{name}}-ს ჯერ არ აქვს მინიჭებული ერთეულის ხედები.',
    DASHBOARD: '{{name}}-ს ჯერ არ აქვს მინიჭებული დაფები.',
    EDGE: '{{name}}-ს ჯერ არ აქვს მინიჭებული Edge ეგზემპლარები.',
  },
  links: {
    customer: 'მომხმარებლები და ერთეულები',
    edge: 'მინიჭებული ერთეულები',
  },
  assign: {
    'to-edge': 'Edge-ზე მინიჭება',
    'title-ASSET': 'აქტივების მინიჭება {{name}}-ისთვის',
    'title-DEVICE': 'მოწყობილობების მინიჭება {{name}}-ისთვის',
    'title-ENTITY_VIEW': 'ერთეულის ხედების მინიჭება {{name}}-ისთვის',
    'title-DASHBOARD': 'დაფების მინიჭება {{name}}-ისთვის',
    'title-EDGE': 'Edge ეგზემპლარების მინიჭება {{name}}-ისთვის',
    'hint-customer': 'შემოთავაზებულია მხოლოდ ის, რაც არცერთ კლიენტზე არ არის მინიჭებული. სხვა კლიენტისგან გადმოსატანად ჯერ იქ გააუქმეთ მინიჭება.',
    'hint-customer-dashboard': 'ამ კლიენტზე უკვე მინიჭებული დაფები არ არის შემოთავაზებული.',
    'hint-edge': 'ამ Edge-ზე უკვე მინიჭებული არ არის შემოთავაზებული.',
    assign: 'მინიჭება',
    assigned: 'მიენიჭა {{name}}-ს.',
  },
  unassign: {
    'from-edge': 'Edge-ზე მინიჭების გაუქმება',
    unassigned: '{{name}}-ზე მინიჭება გაუქმდა.',
  },
} satisfies ScopedMessages;
