// @ts-check
// get-started/business.md#setup-path: the seven steps of setting up a business.
import {box, callout, line, lineCount, picture, text, WIDTH, LEFT} from './kit.mjs';

const STEPS = ['business', 'locations', 'hours', 'employees', 'services', 'resources', 'next'];
const TEXT_LEFT = 56;
const TEXT_WIDTH = WIDTH - TEXT_LEFT - 28;

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Първи стъпки в Slotera — по ред',
      business: 'Бизнес',
      businessNote: 'Регистрация, име, категория, контакти, план, часова зона и език',
      locations: 'Локации',
      locationsNote: 'Адрес, телефон, място на картата и снимки на всеки обект',
      hours: 'Работно време',
      hoursNote: 'Часове по дни от седмицата, изключения за празници, часове на служителите',
      employees: 'Служители',
      employeesNote: 'Профили, работно време, услуги и покани за бизнес приложението',
      services: 'Услуги',
      servicesNote: 'Категория, продължителност, цена и служителите, които ги извършват',
      resources: 'Ресурси',
      resourcesNote: 'Стаи, столове и уреди, нужни за услугите',
      next: 'Следващи стъпки',
      nextNote: 'Онлайн резервации, известия, плащания — бизнесът е готов за клиенти',
    },
    en: {
      title: 'Getting started with Slotera — in order',
      business: 'Business',
      businessNote: 'Sign-up, name, category, contact details, plan, time zone and language',
      locations: 'Locations',
      locationsNote: 'Address, phone, map pin and photos of each place you work',
      hours: 'Working hours',
      hoursNote: 'Hours by weekday, holiday exceptions, employee hours',
      employees: 'Employees',
      employeesNote:
        'Profiles, working hours, services and invitations to the business application',
      services: 'Services',
      servicesNote: 'Category, duration, price and the employees who perform them',
      resources: 'Resources',
      resourcesNote: 'Rooms, chairs and devices your services need',
      next: 'Next steps',
      nextNote: 'Online bookings, notifications, payments — ready for clients',
    },
  },
  draw(w, locale) {
    const parts = [];
    let top = 52;
    for (const [index, step] of STEPS.entries()) {
      const noteLines = lineCount(w[`${step}Note`], {size: 13, maxWidth: TEXT_WIDTH});
      const height = 34 + noteLines * 17;
      if (index > 0) {
        parts.push(line(LEFT + 20, top - 14, LEFT + 20, top - 2, {colour: 'accent', arrow: true}));
      }
      parts.push(
        box(LEFT, top, WIDTH - 2 * LEFT, height, {
          fill: 'accent-soft',
          stroke: 'accent',
          radius: 8,
        }),
        callout(index + 1, LEFT + 20, top + height / 2),
        text(TEXT_LEFT, top + 22, w[step], {size: 15, weight: 'bold'}),
        text(TEXT_LEFT, top + 40, w[`${step}Note`], {
          size: 13,
          colour: 'muted',
          maxWidth: TEXT_WIDTH,
        }),
      );
      top += height + 16;
    }
    return picture(
      {height: top - 4, title: w.title, lang: locale},
      text(LEFT, 30, w.title, {size: 17, weight: 'bold'}),
      parts,
    );
  },
};
