module.exports = 'message.wav';
