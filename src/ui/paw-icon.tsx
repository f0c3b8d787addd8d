/** The PawPals mark (same drawing as public/icons/icon.svg). */
export function PawIcon({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <ellipse cx="32" cy="44" rx="14" ry="12" />
        <ellipse cx="14" cy="28" rx="6" ry="8" transform="rotate(-20 14 28)" />
        <ellipse cx="25" cy="16" rx="6" ry="8.5" transform="rotate(-8 25 16)" />
        <ellipse cx="39" cy="16" rx="6" ry="8.5" transform="rotate(8 39 16)" />
        <ellipse cx="50" cy="28" rx="6" ry="8" transform="rotate(20 50 28)" />
      </g>
    </svg>
  );
}
