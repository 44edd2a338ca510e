import nlp from "compromise";
const s = (i: number) => `I have four legs and a flat top ${i}, and every dinner lands on me.`;
nlp("warm up");
let t = performance.now(); for (let i = 0; i < 100; i++) nlp(s(i)).match("#Adjective").out("array"); console.log("match", performance.now() - t);
t = performance.now(); for (let i = 0; i < 100; i++) nlp(s(i)); console.log("parse only", performance.now() - t);
t = performance.now(); for (let i = 0; i < 100; i++) { const d = nlp(s(i)); (d as any).docs.flat().filter((x: any) => x.tags.has("Adjective")); } console.log("docs", performance.now() - t);
console.log((nlp(s(1)) as any).docs[0][6]);
