// Started from the page head: the worker downloads Python while the app's modules load.
import { startEngine } from "../engine/client.js";

startEngine().catch(() => {});
