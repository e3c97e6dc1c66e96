# elements: build, install and uninstall.
#
#   make install                    # to /usr/local
#   make install PREFIX=$HOME/.local
#   make install DESTDIR=/tmp/stage # for packagers
#   make uninstall                  # same PREFIX and DESTDIR as the install
#   make install BIN=path/elements  # install a binary built already, without building
#
# Installs the release binary (static Swift standard library: no runtime to install), stripped
# of its symbol tables (about 13 MB instead of 28 MB; set STRIP=true to keep them), the man
# page, and completions for bash, zsh and fish.

PREFIX ?= /usr/local
DESTDIR ?=

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

SWIFT_BUILD := swift build -c release --static-swift-stdlib
STRIP ?= strip
# The binary to install; empty means: build the release binary and install that.
BIN ?=

.PHONY: all build install uninstall man test

all: build

# The release build, as the README gives it.
build:
	$(SWIFT_BUILD)

install: $(if $(BIN),,build)
	@set -e; \
	bin="$(BIN)"; [ -n "$$bin" ] || bin="$$($(SWIFT_BUILD) --show-bin-path)/elements"; \
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"; \
	stripped=$$(mktemp); trap 'rm -f "$$stripped"' EXIT; \
	cp "$$bin" "$$stripped"; $(STRIP) "$$stripped"; \
	install -m 755 "$$stripped" "$(BINDIR)/elements"; \
	size=$$(wc -c < "$(BINDIR)/elements"); \
	install -m 644 elements.1 "$(MANDIR)/elements.1"; \
	"$$bin" completions bash > "$(BASHDIR)/elements"; \
	"$$bin" completions zsh > "$(ZSHDIR)/_elements"; \
	"$$bin" completions fish > "$(FISHDIR)/elements.fish"; \
	echo "installed $(BINDIR)/elements ($$((size / 1048576)) MB, stripped), its man page and completions"

uninstall:
	rm -f "$(BINDIR)/elements" "$(MANDIR)/elements.1" "$(BASHDIR)/elements" \
		"$(ZSHDIR)/_elements" "$(FISHDIR)/elements.fish"

# The man page is generated from the same specs as --help; a test checks it is current.
man: build
	"$$($(SWIFT_BUILD) --show-bin-path)/elements" help --man > elements.1

test:
	swift test
