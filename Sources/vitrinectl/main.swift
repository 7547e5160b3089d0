// vitrinectl: talks to a running Vitrine kiosk over its control socket.
print("vitrinectl: not implemented yet")
