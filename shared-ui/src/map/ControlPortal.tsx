import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { L } from './leaflet';

/** Renders React children inside a Leaflet control box (clicks and scrolls stay in the control). */
export function ControlPortal({
  position,
  className,
  children,
}: {
  position: L.ControlPosition;
  className?: string;
  children: ReactNode;
}) {
  const map = useMap();
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const div = L.DomUtil.create('div', `leaflet-control ${className ?? ''}`);
    L.DomEvent.disableClickPropagation(div);
    L.DomEvent.disableScrollPropagation(div);
    const Control = L.Control.extend({ onAdd: () => div });
    const control = new Control({ position });
    control.addTo(map);
    setBox(div);
    return () => {
      control.remove();
      setBox(null);
    };
  }, [map, position, className]);
  return box ? createPortal(children, box) : null;
}
