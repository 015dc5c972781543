# viewlint in a small image: built with the Swift runtime linked in, shipped without a toolchain.
#   docker build -t viewlint . && docker run --rm -v "$PWD:/src" -w /src viewlint .
FROM swift:6.1-noble AS build
WORKDIR /viewlint
COPY Package.swift ./
COPY Sources ./Sources
COPY Plugins ./Plugins
COPY Benchmarks ./Benchmarks
COPY Tests ./Tests
RUN swift build -c release --product viewlint --static-swift-stdlib \
    && cp "$(swift build -c release --product viewlint --static-swift-stdlib --show-bin-path)/viewlint" /usr/local/bin/viewlint \
    && strip /usr/local/bin/viewlint

FROM ubuntu:24.04
COPY --from=build /usr/local/bin/viewlint /usr/local/bin/viewlint
ENTRYPOINT ["viewlint"]
