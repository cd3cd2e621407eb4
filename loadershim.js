// Gatsby's loader expects this global in the browser; tests run outside Gatsby.
global.___loader = { enqueue: jest.fn() }
