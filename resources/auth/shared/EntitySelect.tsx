import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useAuthAdminApi } from './authAdminApiContext';

/** Every entity fits one page: a payment group has a handful of legal entities. */
const ALL = { pageNum: 1, pageSize: 100 } as const;

/** The owning entity of a system: the entities by name, the disabled ones marked. */
export function EntitySelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const api = useAuthAdminApi();
  const query = useQuery({
    queryKey: ['cap', 'list', 'authEntity', 'options'],
    queryFn: () => api.entities({}, ALL),
    retry: false,
  });
  const options = (query.data?.rows ?? []).map((entity) => ({
    value: entity.entityId,
    label: entity.status === '1' ? entity.entityName : `${entity.entityName}（已停用）`,
  }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={query.isFetching}
      showSearch
      optionFilterProp="label"
      placeholder="请选择所属实体"
    />
  );
}
