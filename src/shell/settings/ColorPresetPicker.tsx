import { CheckOutlined } from '@ant-design/icons';
import { Flex, Tooltip } from 'antd';
import { isSameColor, THEME_COLOR_PRESETS } from '../../lib/displaySettings';

export interface ColorPresetPickerProps {
  value: string;
  onChange: (color: string) => void;
}

/** The eight theme colour swatches of spec 2.9, each a toggle button named after its preset. */
export function ColorPresetPicker({ value, onChange }: ColorPresetPickerProps) {
  return (
    <Flex gap={8} wrap role="group" aria-label="主题色">
      {THEME_COLOR_PRESETS.map((preset) => {
        const selected = isSameColor(preset.color, value);
        return (
          <Tooltip key={preset.color} title={preset.name}>
            <button
              type="button"
              aria-label={preset.name}
              aria-pressed={selected}
              onClick={() => onChange(preset.color)}
              style={{
                width: 24,
                height: 24,
                padding: 0,
                border: 'none',
                borderRadius: 4,
                cursor: 'pointer',
                color: '#fff',
                background: preset.color,
              }}
            >
              {selected && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
