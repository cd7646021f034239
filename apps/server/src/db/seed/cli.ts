console.log('seed: not implemented yet');
