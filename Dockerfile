# viewlint in a small image: built fully static (Scripts/build-release), shipped without a toolchain.
#   docker build -t viewlint . && docker run --rm -v "$PWD:/src" -w /src viewlint .
# git is in the image for pull-request mode (--changed-since); a mounted checkout belongs to
# another user than the container's root, so git is told to trust every folder: viewlint
# runs it with nothing of the repository's configuration executed (README "Pull-request mode").
FROM swift:6.1-noble AS build
WORKDIR /viewlint
COPY Package.swift ./
COPY Sources ./Sources
COPY Plugins ./Plugins
COPY Benchmarks ./Benchmarks
COPY Tests ./Tests
COPY Scripts ./Scripts
RUN cp "$(Scripts/build-release)" /usr/local/bin/viewlint

FROM ubuntu:24.04
RUN apt-get update \
    && apt-get install -y --no-install-recommends git \
    && rm -rf /var/lib/apt/lists/* \
    && git config --system --add safe.directory '*'
COPY --from=build /usr/local/bin/viewlint /usr/local/bin/viewlint
ENTRYPOINT ["viewlint"]
