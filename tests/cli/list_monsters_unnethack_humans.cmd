list monsters --variant unnethack --class @
