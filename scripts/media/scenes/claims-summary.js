/* Claims Summary: the same claim written up for different readers, beside its timeline. */
(() => {
  const { seg, shell } = window.kit;
  const events = [
    ['Mar 3', 'Storm event', 'Hail up to 1.75 in reported by the weather service'],
    ['Mar 6', 'Claim opened', 'Photos of the east slope and ceiling stain uploaded'],
    ['Mar 14', 'Carrier inspection', 'Inspection report notes 14 hail hits per square'],
    ['Apr 2', 'Carrier estimate', 'RCV $32,903.01 · omits ceiling and step flashing'],
    ['Apr 19', 'Contractor estimate', 'RCV $56,946.80 · 116 line items'],
    ['May 8', 'Appraisal demanded', 'Letter sent under the policy’s appraisal clause'],
  ];
  const texts = {
    Adjuster:
      'Hail loss to the east slope with interior water damage. The carrier estimate omits 6.67 squares of shingles, step flashing and the living-room ceiling; the difference in RCV is $24,043.79. Next step: reinspection request.',
    Attorney:
      'The insured reported a hail loss on March 3. The carrier’s April 2 estimate omits items its own inspection documents. Coverage turns on the “sudden and accidental” definition (p. 6) and the wear-and-tear exclusion (p. 14). Appraisal was demanded on May 8.',
  };
  window.scenes['claims-summary'] = {
    duration: 8,
    poster: 0.85,
    render(t) {
      const mode = t < 0.45 ? 'Adjuster' : 'Attorney';
      const fade = mode === 'Adjuster' ? 1 - seg(t, 0.4, 0.45) : seg(t, 0.45, 0.52);
      const timeline = events
        .map(([date, title, note], i) => {
          const show = seg(t, 0.05 + i * 0.09, 0.1 + i * 0.09);
          return `<div style="display:grid;grid-template-columns:56px 16px 1fr;gap:10px;opacity:${show}">
            <small style="text-align:right;padding-top:2px">${date}</small>
            <div style="display:flex;flex-direction:column;align-items:center"><span style="width:11px;height:11px;border-radius:50%;background:${i === events.length - 1 ? '#F1A50B' : '#3C66EE'};margin-top:4px"></span><span style="flex:1;width:2px;background:#E6ECF5"></span></div>
            <div style="padding-bottom:14px"><b style="font-size:13px">${title}</b><small>${note}</small></div>
          </div>`;
        })
        .join('');
      const body = `
        <div style="display:grid;grid-template-columns:minmax(0,1fr) 360px;gap:20px;height:100%">
          <div class="card" style="padding:22px 26px">
            <div style="display:flex;gap:8px;align-items:center">
              <small style="margin-right:6px">Written for</small>
              ${['Adjuster', 'Attorney', 'Insured'].map((m) => `<span class="chip ${m === mode ? 'on' : ''}">${m}</span>`).join('')}
            </div>
            <h2 style="font-size:18px;margin-top:18px;color:#081226">Claim summary · CLM-2025-04817</h2>
            <p style="margin-top:12px;font-size:14.5px;line-height:1.7;opacity:${fade.toFixed(2)}">${texts[mode]}</p>
            <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:20px">
              <div class="card" style="padding:12px"><small>Carrier RCV</small><b>$32,903.01</b></div>
              <div class="card" style="padding:12px"><small>Contractor RCV</small><b>$56,946.80</b></div>
              <div class="card" style="padding:12px"><small>Difference</small><b class="up">+$24,043.79</b></div>
            </div>
          </div>
          <div class="card" style="padding:18px 16px"><b style="display:block;margin-bottom:14px">Timeline</b>${timeline}</div>
        </div>`;
      return shell({
        active: 'summary',
        title: 'Claims Summary',
        actions: '<span class="btn">Export CSV</span><span class="btn primary">Export PDF</span>',
        body,
      });
    },
  };
})();
