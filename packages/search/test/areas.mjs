/** The areas of a site like Slotera Studio's, in search order, as the site passes them. */
export const AREAS = [
  {name: 'business', routeBase: 'business', label: 'For businesses'},
  {name: 'marketplace', routeBase: 'marketplace', label: 'Marketplace', forClients: true},
  {name: 'changelog', routeBase: 'changelog', label: 'Changelog', demoted: true},
];
