// The Catch2 main of the engine tests (the test cases live in the test_*.cpp files).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
