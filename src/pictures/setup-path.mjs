// @ts-check
// get-started/business.md#setup-path: the seven steps of setting up a business.
import {layout, steps} from './layout.mjs';

const STEPS = ['business', 'locations', 'hours', 'employees', 'services', 'resources', 'next'];

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
  draw: (w, locale) =>
    layout({title: w.title, lang: locale}, [
      steps(STEPS.map((step) => ({title: w[step], note: w[`${step}Note`]}))),
    ]),
};
