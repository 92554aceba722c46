import { Alert, Button, Space, Tag, Typography } from 'antd';
import type { Material } from '../../../providers/customer-material-api';
import { missingMaterials, requiredMaterials, type MaterialType } from '../../../src/lib/customer';
import { MATERIAL_TEXTS as TEXTS, missingMaterialsText } from './texts';

export interface RequiredMaterialsProps {
  cusType: string;
  rows: readonly Material[];
  typeText: (materialType: string) => string;
  /** Opens the upload of a missing type; absent without cus:material:add. */
  onUpload?: (materialType: MaterialType) => void;
}

/**
 * The material types the customer's type requires (requiredMaterials), each provided or missing;
 * a rejected file does not count (missingMaterials). The missing ones are named in a warning.
 */
export function RequiredMaterials({ cusType, rows, typeText, onUpload }: RequiredMaterialsProps) {
  const required = requiredMaterials(cusType);
  const missing = new Set(
    missingMaterials(
      cusType,
      rows.map((row) => ({
        materialType: row.materialType,
        status: row.auditStatus,
      })),
    ),
  );
  if (required.length === 0) {
    return <Typography.Paragraph type="secondary">{TEXTS.noRequired}</Typography.Paragraph>;
  }
  const missingNames = required.filter((type) => missing.has(type)).map(typeText);

  return (
    <section aria-label={TEXTS.required} style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{TEXTS.required}</Typography.Title>
      {missingNames.length > 0 ? (
        <Alert type="warning" showIcon message={missingMaterialsText(missingNames)} />
      ) : (
        <Alert type="success" showIcon message={TEXTS.allProvided} />
      )}
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: '8px 0 0',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
        }}
      >
        {required.map((type) => {
          const absent = missing.has(type);
          return (
            <li
              key={type}
              aria-label={`${typeText(type)} ${absent ? TEXTS.missing : TEXTS.provided}`}
            >
              <Space size={4}>
                <Typography.Text>{typeText(type)}</Typography.Text>
                <Tag color={absent ? 'error' : 'success'}>
                  {absent ? TEXTS.missing : TEXTS.provided}
                </Tag>
                {absent && onUpload ? (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${TEXTS.uploadOne} ${typeText(type)}`}
                    onClick={() => onUpload(type)}
                  >
                    {TEXTS.uploadOne}
                  </Button>
                ) : null}
              </Space>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
