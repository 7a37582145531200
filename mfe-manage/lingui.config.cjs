module.exports = require("../tools/lingui.shared.cjs")();
