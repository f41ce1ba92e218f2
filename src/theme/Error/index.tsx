/**
 * EJECT of core's root error screen (by path): in the page's language. See src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import ErrorPageContent from '@theme/ErrorPageContent';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
// Core's private module, as core's own Error uses: the Layout needs a route context, and outside
// the routes only this gives one. An upgrade that moves it fails the build, not the site.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

import styles from './styles.module.css';

const ERROR_ROUTE_CONTEXT = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

/** When even the layout fails: plain elements, the same texts as the theme's crash screen. */
function BareErrorScreen({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.bareScreen}>
      <Heading as="h1" className={styles.bareTitle}>
        {translate({
          id: 'theme.ErrorPageContent.title',
          message: 'This page crashed.',
          description: 'The title of the fallback page when the page crashed',
        })}
      </Heading>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className={styles.bareButton} />
      <ErrorBoundaryError error={error} />
    </main>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  // The context's default value is the site's: available even above its provider.
  const {i18n} = useDocusaurusContext();
  const {htmlLang, direction} = i18n.localeConfigs[i18n.currentLocale]!;
  return (
    <>
      <RouteContextProvider value={ERROR_ROUTE_CONTEXT}>
        <ErrorBoundary
          // Shows the original error, not the layout's second one.
          fallback={() => <BareErrorScreen error={error} tryAgain={tryAgain} />}>
          <Layout>
            <ErrorPageContent error={error} tryAgain={tryAgain} />
          </Layout>
        </ErrorBoundary>
      </RouteContextProvider>
      <Head>
        <html lang={htmlLang} dir={direction} />
        <title>
          {translate({
            id: 'error.pageTitle',
            message: 'Page Error',
            description: 'The browser tab title of the root error screen (a crash of the layout)',
          })}
        </title>
      </Head>
    </>
  );
}
