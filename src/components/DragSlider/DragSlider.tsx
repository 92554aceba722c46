import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { SLIDER_IDLE, SLIDER_VERIFIED } from '../../lib/messages';

export interface DragSliderProps {
  /** Verified or not; a form reset to false unlocks the slider again. */
  value?: boolean;
  onChange?: (verified: boolean) => void;
  /** spec 4: the success event, once per verification. */
  onSuccess?: () => void;
  disabled?: boolean;
  id?: string;
}

const HEIGHT = 34;
const HANDLE_WIDTH = 40;
/** Keyboard step, as a share of the track. */
const KEY_STEP = 0.1;

/**
 * Drag-to-verify slider (JSlider, spec 4): drag the handle fully across → 验证通过 and the
 * success event, then locked; released early it slides back. Pointer events cover mouse, touch
 * and pen; the handle is also a keyboard slider (arrows, Home, End). A client-side slider is a
 * UX gate, not security (ecosystem-picks §A10).
 */
export function DragSlider({ value, onChange, onSuccess, disabled, id }: DragSliderProps) {
  const { token } = theme.useToken();
  const [ownVerified, setOwnVerified] = useState(false);
  const verified = value ?? ownVerified;
  const [offset, setOffset] = useState(0);
  /** How far the handle can travel, measured when a drag or a key press starts. */
  const [span, setSpan] = useState(0);
  const [dragging, setDragging] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const dragStartX = useRef(0);
  const locked = verified || Boolean(disabled);

  const maxOffset = () => {
    const track = trackRef.current?.getBoundingClientRect().width ?? 0;
    const handle = handleRef.current?.getBoundingClientRect().width ?? 0;
    return Math.max(track - handle, 0);
  };

  const verify = () => {
    setDragging(false);
    setOffset(0);
    // Controlled: the parent's value decides; a form reset to false unlocks the slider.
    setOwnVerified(true);
    onChange?.(true);
    onSuccess?.();
  };

  const onDragMove = useEffectEvent((clientX: number) => {
    const dx = clientX - dragStartX.current;
    if (span > 0 && dx >= span) verify();
    else setOffset(Math.min(Math.max(dx, 0), span));
  });

  // Document listeners for one drag, so the pointer may leave the handle while dragging.
  useEffect(() => {
    if (!dragging) return;
    const move = (event: PointerEvent) => onDragMove(event.clientX);
    // spec 4: releasing early resets (the handle slides back through the CSS transition).
    const release = () => {
      setDragging(false);
      setOffset(0);
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', release);
    document.addEventListener('pointercancel', release);
    return () => {
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', release);
      document.removeEventListener('pointercancel', release);
    };
  }, [dragging]);

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (locked || event.button > 0) return;
    event.preventDefault();
    dragStartX.current = event.clientX - offset;
    setSpan(maxOffset());
    setDragging(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const max = maxOffset();
    setSpan(max);
    const step = Math.max(max * KEY_STEP, 1);
    let next: number;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = offset + step;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = offset - step;
    else if (event.key === 'End') next = max;
    else if (event.key === 'Home') next = 0;
    else return;
    event.preventDefault();
    if (max > 0 && next >= max) verify();
    else setOffset(Math.min(Math.max(next, 0), max));
  };

  const percent = verified ? 100 : span > 0 ? Math.round((offset / span) * 100) : 0;
  const text = verified ? SLIDER_VERIFIED : SLIDER_IDLE;
  const transition = dragging ? 'none' : 'left 0.3s, width 0.3s';
  const handleLeft = verified ? `calc(100% - ${HANDLE_WIDTH}px)` : `${offset}px`;
  const fillWidth = verified ? '100%' : `${offset + HANDLE_WIDTH / 2}px`;

  return (
    <div
      ref={trackRef}
      data-verified={verified}
      style={{
        position: 'relative',
        width: '100%',
        height: HEIGHT,
        lineHeight: `${HEIGHT}px`,
        textAlign: 'center',
        background: token.colorFillSecondary,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
        userSelect: 'none',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <div
        aria-hidden
        style={{
          position: 'absolute',
          inset: '0 auto 0 0',
          width: offset > 0 || verified ? fillWidth : 0,
          background: token.colorSuccess,
          transition,
        }}
      />
      <span
        style={{
          position: 'relative',
          color: verified ? token.colorTextLightSolid : token.colorTextSecondary,
        }}
      >
        {text}
      </span>
      <div
        ref={handleRef}
        id={id}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={SLIDER_IDLE}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        aria-disabled={locked}
        onPointerDown={startDrag}
        onKeyDown={onKeyDown}
        onBlur={() => !verified && !dragging && setOffset(0)}
        style={{
          position: 'absolute',
          top: 0,
          left: handleLeft,
          width: HANDLE_WIDTH,
          height: HEIGHT,
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          color: verified ? token.colorSuccess : token.colorTextTertiary,
          cursor: locked ? 'default' : 'grab',
          touchAction: 'none',
          transition,
        }}
      >
        {verified ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
