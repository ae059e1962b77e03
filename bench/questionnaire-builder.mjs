// How fast the questionnaire builder answers with 300 elements, in the real app: starts the
// product as `npm start` does (fresh data directory, no demo data), signs in through the
// development identity provider, saves a 300-element questionnaire through the API, opens its
// edit screen in Debian's Chromium with 4x CPU throttling, and prints
// - keystroke to next paint in an element's Question field (the text typed one key at a time);
// - keyboard reorder (Enter on a row's "Move down" button) to the next paint.
// "Next paint" is measured in the page: from the key event's timestamp to a task queued right
// after the next animation frame; the Event Timing API's durations (the longest event of each
// key press, rounded to 8 ms, only those of 16 ms and more) are printed beside it.
import { randomUUID } from 'node:crypto';
import { launchChromium, loadPlaywright, signIn, startProduct, summary } from './support.mjs';

const { chromium } = loadPlaywright();

const port = Number(process.env.BENCH_PORT ?? 3240);
const baseURL = `http://localhost:${port}`;
const elementCount = 300;
const cpuThrottlingRate = 4;
const keystrokes = 40;
const reorders = 15;

/** A valid structure of `count` elements on several pages and sections, Resume first. */
function structureOf(count) {
  const elements = [];
  for (let index = 0; index < count; index++) {
    const place = {
      id: randomUUID(),
      order: index + 1,
      pageNumber: Math.floor(index / 100) + 1,
      sectionNumber: Math.floor((index % 100) / 25) + 1,
    };
    const number = index + 1;
    if (index === 0) {
      elements.push({ ...place, $type: 'Resume', question: 'Resume', isRequired: true });
    } else if (index % 25 === 1) {
      elements.push({ ...place, $type: 'Header', text: `Part ${number}` });
    } else if (index % 10 === 5) {
      const options = { 1: 'Yes', 2: 'No', 3: 'Maybe' };
      elements.push({
        ...place,
        $type: 'SingleChoice',
        question: `Choice ${number}`,
        isRequired: false,
        options,
      });
    } else if (index % 10 === 7) {
      elements.push({
        ...place,
        $type: 'MultiLineText',
        question: `Story ${number}`,
        isRequired: false,
      });
    } else {
      elements.push({
        ...place,
        $type: 'SingleLineText',
        question: `Question ${number}`,
        isRequired: true,
      });
    }
  }
  return { elements };
}

async function createQuestionnaire(page) {
  const response = await page.request.post(`${baseURL}/api/Questionnaires/add`, {
    headers: { Origin: baseURL },
    data: {
      questionnaireName: `Benchmark ${elementCount} elements`,
      isDraft: true,
      questionnaireStructure: structureOf(elementCount),
    },
  });
  if (response.status() !== 200)
    throw new Error(`Saving failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).id;
}

/** Records, for every keydown, the time from the event to the first task after the next frame. */
function installProbe() {
  window.__benchLatencies = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__benchLatencies.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  // One figure per interaction (keydown, keypress, click of one key press): the longest.
  window.__benchInteractions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__benchInteractions.get(entry.interactionId) ?? 0;
      window.__benchInteractions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16 });
}

async function pressAndMeasure(page, key) {
  const before = await page.evaluate(() => window.__benchLatencies.length);
  await page.keyboard.press(key);
  await page.waitForFunction((count) => window.__benchLatencies.length > count, before);
}

/** The figures recorded since the last call; Event Timing entries arrive a little late. */
async function takeFigures(page) {
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const figures = {
      latencies: window.__benchLatencies,
      durations: [...window.__benchInteractions.values()],
    };
    window.__benchLatencies = [];
    window.__benchInteractions.clear();
    return figures;
  });
}

async function main() {
  const product = startProduct({ port, name: 'builder', env: { DEMO_DATA: 'false' } });
  let browser;
  try {
    await product.waitForHealth();
    browser = await launchChromium(chromium);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, baseURL);
    const id = await createQuestionnaire(page);

    await page.goto(`${baseURL}/questionnaires/${id}/edit`);
    const list = page.getByRole('list', { name: 'Questionnaire elements' });
    await list.getByRole('button', { name: 'Edit: Question 150' }).waitFor();
    await page.evaluate(installProbe);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });

    // Typing: the editor of an element in the middle of the list, its question at the end.
    await list.getByRole('button', { name: 'Edit: Question 150' }).click();
    const question = page.getByRole('textbox', { name: 'Question' });
    await question.waitFor();
    await question.press('End');
    await takeFigures(page);
    const text = 'How many years of experience';
    for (let index = 0; index < keystrokes; index++) {
      await pressAndMeasure(
        page,
        text[index % text.length] === ' ' ? 'Space' : text[index % text.length],
      );
    }
    const typing = await takeFigures(page);
    await page
      .getByRole('form', { name: /^Edit element:/ })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // Reordering: "Move down" with the keyboard, the same element each time.
    const moving = 'Question 100';
    const positionOf = () =>
      list
        // The list's own rows, not the option lists inside choice elements.
        .locator(':scope > li')
        .evaluateAll(
          (items, name) => items.findIndex((item) => item.textContent?.includes(name)),
          moving,
        );
    const startedAt = await positionOf();
    await takeFigures(page);
    for (let index = 0; index < reorders; index++) {
      await list.getByRole('button', { name: `Move down: ${moving}` }).focus();
      await pressAndMeasure(page, 'Enter');
    }
    const reorder = await takeFigures(page);
    const endedAt = await positionOf();
    if (endedAt !== startedAt + reorders) {
      throw new Error(
        `${moving} moved from item ${startedAt + 1} to ${endedAt + 1}, not ${reorders} down`,
      );
    }

    console.log(
      `Questionnaire builder, ${elementCount} elements, Chromium with ${cpuThrottlingRate}x CPU throttling (${baseURL}):`,
    );
    console.log(`  keystroke in Question to next paint: ${summary(typing.latencies)}`);
    console.log(`    Event Timing (per key press, >= 16 ms only): ${summary(typing.durations)}`);
    console.log(`  keyboard reorder (Move down) to next paint: ${summary(reorder.latencies)}`);
    console.log(`    Event Timing (per key press, >= 16 ms only): ${summary(reorder.durations)}`);
  } finally {
    await browser?.close();
    await product.stop();
  }
}

await main();
