export { DragSlider, type DragSliderProps } from './DragSlider';
