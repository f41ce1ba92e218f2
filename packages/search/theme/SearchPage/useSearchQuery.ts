// The page's `?q=`, replaced as the reader types without a history entry. After `useSearchQuery`
// of @easyops-cn/docusaurus-search-local 0.55.3 (MIT).
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
