/**
 * The home hero's decorative illustration: a policy page, an estimate comparison and an answer with its
 * citation, drawn as plain SVG shapes (no text, no image: decorative, and never a paint candidate).
 */
export function HeroIllustration({ className }: { className?: string }) {
  const rows = [0, 1, 2, 3, 4, 5];
  return (
    <svg viewBox="0 0 520 460" width="520" height="460" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="hero-card" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#FFFFFF" />
          <stop offset="1" stopColor="#EEF4FF" />
        </linearGradient>
      </defs>
      {/* Connections */}
      <path d="M170 86 C 300 40, 380 80, 400 150" fill="none" stroke="#5F88F6" strokeOpacity="0.55" strokeWidth="2" strokeDasharray="5 7" />
      <path
        d="M120 360 C 90 420, 260 440, 300 360"
        fill="none"
        stroke="#F9C23C"
        strokeOpacity="0.5"
        strokeWidth="2"
        strokeDasharray="5 7"
      />
      <circle cx="400" cy="150" r="5" fill="#5F88F6" />
      <circle cx="170" cy="86" r="5" fill="#5F88F6" />
      <circle cx="300" cy="360" r="5" fill="#F9C23C" />

      {/* Policy page */}
      <g>
        <rect x="40" y="28" width="230" height="300" rx="16" fill="#0F1E36" stroke="#FFFFFF" strokeOpacity="0.14" />
        <rect x="64" y="54" width="96" height="10" rx="5" fill="#9DB0CC" />
        <rect x="64" y="76" width="54" height="8" rx="4" fill="#4D6488" />
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => (
          <rect
            key={i}
            x="64"
            y={104 + i * 19}
            width={[176, 150, 168, 120, 172, 160, 140, 176, 110, 164, 150][i]}
            height="8"
            rx="4"
            fill={i === 4 || i === 5 ? '#F9C23C' : '#2A3D5C'}
            fillOpacity={i === 4 || i === 5 ? 0.85 : 1}
          />
        ))}
      </g>

      {/* Estimate comparison */}
      <g>
        <rect x="196" y="132" width="300" height="204" rx="16" fill="url(#hero-card)" />
        <rect x="220" y="154" width="110" height="10" rx="5" fill="#1A2B47" />
        <rect x="404" y="151" width="68" height="16" rx="8" fill="#2A4DD9" />
        {rows.map((i) => (
          <g key={i}>
            <rect x="220" y={184 + i * 22} width="132" height="8" rx="4" fill="#C9D5E6" />
            <rect x="366" y={184 + i * 22} width="36" height="8" rx="4" fill="#9DB0CC" />
            <rect
              x="414"
              y={182 + i * 22}
              width="58"
              height="12"
              rx="6"
              fill={i === 1 || i === 4 ? '#FDE9A8' : i === 2 ? '#DCE7FE' : '#E6ECF5'}
            />
          </g>
        ))}
        <rect x="196" y="310" width="300" height="26" rx="0" fill="#DCE7FE" fillOpacity="0.6" />
        <rect x="220" y="319" width="70" height="8" rx="4" fill="#233DB4" />
        <rect x="414" y="318" width="58" height="10" rx="5" fill="#233DB4" />
      </g>

      {/* Answer with citation */}
      <g>
        <rect x="24" y="346" width="262" height="92" rx="18" fill="#2A4DD9" />
        <circle cx="52" cy="374" r="12" fill="#F9C23C" />
        <circle cx="48" cy="372" r="2.5" fill="#0F1E36" />
        <circle cx="56" cy="372" r="2.5" fill="#0F1E36" />
        <rect x="76" y="366" width="184" height="8" rx="4" fill="#FFFFFF" fillOpacity="0.92" />
        <rect x="76" y="382" width="150" height="8" rx="4" fill="#FFFFFF" fillOpacity="0.7" />
        <rect x="76" y="404" width="74" height="18" rx="9" fill="#FFFFFF" fillOpacity="0.18" />
        <rect x="158" y="404" width="64" height="18" rx="9" fill="#F9C23C" />
      </g>
    </svg>
  );
}
