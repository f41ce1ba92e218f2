/**
 * The search page's query in its address — `?q=` the words, `?version=` a
 * docs version's folder (empty: the language's root) — and a way to replace
 * the words as the reader types, without a new history entry. On the server
 * both are empty. After `useSearchQuery` of
 * @easyops-cn/docusaurus-search-local 0.55.3 (MIT).
 */
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function useSearchQuery(): {
  searchValue: string;
  searchVersion: string;
  updateSearchPath(searchValue: string): void;
} {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const params = isBrowser ? new URLSearchParams(location.search) : null;
  return {
    searchValue: params?.get('q') ?? '',
    searchVersion: params?.get('version') ?? '',
    updateSearchPath(searchValue) {
      const searchParams = new URLSearchParams(location.search);
      if (searchValue) searchParams.set('q', searchValue);
      else searchParams.delete('q');
      history.replace({search: searchParams.toString()});
    },
  };
}
