/* Policy Analyzer: findings appear with citations while the matching clause lights up on the page. */
(() => {
  const { seg, icon, shell } = window.kit;
  const findings = [
    ['Limit', 'Coverage A – Dwelling: $425,000', 'Declarations p. 3', 2],
    ['Deductible', 'Hurricane 2% of Coverage A; all other perils $2,500', 'Declarations p. 3', 4],
    ['Exclusion', 'Wear and tear, marring, deterioration', 'p. 14 § C.2', 9],
    ['Endorsement', 'HO 04 90 – replacement cost on personal property', 'p. 22', 13],
    ['Definition', '“Sudden and accidental” discharge of water', 'p. 6 § B.4', 17],
  ];
  const tone = { Limit: 't-policy', Deductible: 't-photo', Exclusion: 't-report', Endorsement: 't-estimate', Definition: 'chip' };
  window.scenes['policy-analysis'] = {
    duration: 8,
    poster: 0.78,
    render(t) {
      const active = findings.reduce((last, _, i) => (t >= 0.1 + i * 0.15 ? i : last), -1);
      const lines = Array.from({ length: 21 }, (_, i) => {
        const heading = [0, 7, 12].includes(i);
        const owner = findings.findIndex((f) => f[3] === i);
        const lit = owner !== -1 && owner <= active;
        const width = heading ? 46 : 62 + ((i * 37) % 36);
        return heading
          ? `<div style="font-weight:700;font-size:11px;letter-spacing:.05em;color:#2A3D5C;margin:12px 0 4px">${['DECLARATIONS', 'SECTION I – PERILS INSURED AGAINST', 'C. EXCLUSIONS'][[0, 7, 12].indexOf(i)]}</div>`
          : `<div class="line ${lit ? 'hl' : ''}" style="width:${width}%;${lit ? 'height:12px;background:rgba(249,194,60,.55)' : ''}"></div>`;
      }).join('');
      const items = findings
        .map(([type, text, cite], i) => {
          const show = seg(t, 0.1 + i * 0.15, 0.16 + i * 0.15);
          return `<div class="card" style="padding:12px 14px;opacity:${show};transform:translateX(${(1 - show) * 14}px);${i === active ? 'box-shadow:0 0 0 2px #3C66EE;' : ''}">
            <div style="display:flex;justify-content:space-between;align-items:center"><span class="chip ${tone[type]}">${type}</span><span class="cite">${cite}</span></div>
            <div style="margin-top:8px;font-weight:600;font-size:13.5px">${text}</div>
          </div>`;
        })
        .join('');
      const body = `
        <div style="display:grid;grid-template-columns:420px minmax(0,1fr);gap:20px;height:100%">
          <div class="card" style="padding:22px 26px;position:relative">
            <div style="display:flex;justify-content:space-between"><b style="font-size:12px;color:#4D6488">HO-3 policy 2024–25.pdf</b><small>Page ${active >= 2 ? (active >= 3 ? 22 : 14) : 3} of 42</small></div>
            ${lines}
          </div>
          <div style="display:flex;flex-direction:column;gap:10px">
            <div style="display:flex;gap:8px;align-items:center"><span class="chip on">Coverage summary</span><span class="chip">Compare versions</span><span class="chip">Redact PII</span><small style="margin-left:auto">${Math.max(0, active + 1)} of 5 findings</small></div>
            ${items}
          </div>
        </div>`;
      return shell({
        active: 'policy',
        title: 'Policy analysis',
        actions: `<span class="btn">${icon('policy', 16)} Access log</span><span class="btn primary">Export summary</span>`,
        body,
      });
    },
  };
})();
