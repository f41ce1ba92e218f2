/**
 * The search page's query in its address (`?q=` the words) and a way to replace the words as the
 * reader types, without a new history entry. On the server it is empty. After `useSearchQuery` of
 * @easyops-cn/docusaurus-search-local 0.55.3 (MIT).
 */
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function useSearchQuery(): {
  searchValue: string;
  updateSearchPath(searchValue: string): void;
} {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const params = isBrowser ? new URLSearchParams(location.search) : null;
  return {
    searchValue: params?.get('q') ?? '',
    updateSearchPath(searchValue) {
      const searchParams = new URLSearchParams(location.search);
      if (searchValue) searchParams.set('q', searchValue);
      else searchParams.delete('q');
      history.replace({search: searchParams.toString()});
    },
  };
}
