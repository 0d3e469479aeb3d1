module.exports = require('@portal/build/jest').jestConfig(__dirname);
