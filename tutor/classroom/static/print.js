// A worksheet of the class service (tutor/classroom/materials.py): its Print button.
"use strict";
document.getElementById("tutor-print").addEventListener("click", () => window.print());
