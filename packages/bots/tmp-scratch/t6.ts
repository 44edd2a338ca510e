import { adjectivesIn, withoutAdjectives } from "../src/write/adjectives.server";
let t = performance.now(); adjectivesIn("hello there"); console.log("load", performance.now() - t);
t = performance.now(); for (let i = 0; i < 100; i++) adjectivesIn(`I have four legs and a flat top ${i}, and every dinner lands on me.`); console.log("100 parses", performance.now() - t);
t = performance.now(); for (let i = 0; i < 100; i++) withoutAdjectives(`I have four legs and a flat top ${i}, and every dinner lands on me.`); console.log("100 strips", performance.now() - t);
t = performance.now(); for (let i = 0; i < 20; i++) adjectivesIn(`Oh, love, the kettle is on, so listen:\nI stand on four legs with my back waiting for someone to lean on me ${i}.\nWhen the music stops, everybody scrambles to grab one of me.\nWhoever runs the meeting borrows my name for the job.\nNow, pet, what am I?`); console.log("20 full", performance.now() - t);
